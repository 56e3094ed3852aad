// The school and classroom records as the API answers them (SPEC 3, 7).
// Timestamps arrive as ISO strings; counts are computed by the server.

export interface School {
  id: string;
  name: string;
  /** 'Educational institution' when the teacher gave none (SPEC 3). */
  description: string;
  classroomCount: number;
  pupilCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Classroom {
  id: string;
  schoolId: string;
  schoolName: string;
  name: string;
  description: string;
  /** Grade or group as the school writes it ("a IX-a", "5B"); '' when not given. */
  gradeLevel: string;
  pupilCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/schools/{id}: the school with its classrooms. */
export interface SchoolDetail extends School {
  classrooms: Classroom[];
}
